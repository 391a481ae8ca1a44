/* The paranoid endgame solver of games/manni/bots/solver.py in C, for a measurement only
 * (benchmarks/paranoid_native.py builds and loads it): the same values on the same
 * positions, about 25 times faster, so that sampled deals can be solved from the
 * last 24 cards on.  Built with: cc -O2 -shared -fPIC -o paranoid_dd.so paranoid_dd.c */
#include <stdint.h>
#include <string.h>
#include <stdlib.h>
typedef uint64_t u64;
#define M13 0x1FFFULL
typedef struct { u64 h0,h1,h2; uint32_t meta, gen; double lo, hi; } Entry;
static uint32_t generation=1;
static Entry *table; static u64 tmask; static long long nodes;
static u64 hands[3]; static int trump, me; static const double *values;
static int won[3];
static inline int suit_of(int c){ return c/13; }
static u64 hkey(u64 a,u64 b,u64 c,uint32_t m){ u64 x=a*0x9E3779B97F4A7C15ULL ^ (b+0x632BE59BD9B4E019ULL)*0xC2B2AE3D27D4EB4FULL ^ (c^m)*0x165667B19E3779F9ULL; x^=x>>29; x*=0xBF58476D1CE4E5B9ULL; x^=x>>32; return x; }
static int gen(u64 hand, int led, u64 live, int *out){
  int n=0; int s0=0,s1=3;
  if(led>=0 && ((hand>>(13*led))&M13)){ s0=s1=led; }
  for(int s=s0;s<=s1;s++){
    u64 mine=(hand>>(13*s))&M13, rem=(live>>(13*s))&M13;
    /* high first: iterate from top */
    while(mine){
      int r=63-__builtin_clzll(mine); mine^=1ULL<<r;
      /* skip if touches next higher card held: keep lowest of run => skip r if the next live card above r is held */
      u64 above = rem & ~((2ULL<<r)-1);
      if(above){ int a=__builtin_ctzll(above); if((hand>>(13*s))>>a&1) continue; }
      out[n++]=13*s+r;
    }
  }
  return n;
}
static int winner(const int *t, int leader){
  int best=t[0], w=0, led=suit_of(best);
  for(int i=1;i<3;i++){ int c=t[i], s=suit_of(c);
    if(s==trump){ if(suit_of(best)!=trump || c>best){best=c;w=i;} }
    else if(s==led && suit_of(best)==led && c>best){best=c;w=i;} }
  return (leader+w)%3;
}
static double search(int leader, int *trick, int nt, double alpha, double beta);
static double at_boundary(int leader, double alpha, double beta){
  nodes++;
  if(!hands[0]&&!hands[1]&&!hands[2]) return values[won[0]*13+won[1]];
  uint32_t meta = leader | (won[0]<<2) | (won[1]<<6);
  u64 k = hkey(hands[0],hands[1],hands[2],meta); Entry *e=&table[k&tmask];
  int hit = e->gen==generation&&e->h0==hands[0]&&e->h1==hands[1]&&e->h2==hands[2]&&e->meta==meta;
  if(hit){ double lo=e->lo, hi=e->hi; if(lo>=beta||lo==hi) return lo; if(hi<=alpha) return hi; if(lo>alpha)alpha=lo; if(hi<beta)beta=hi; }
  double a0=alpha,b0=beta; int trick[3];
  double v = search(leader, trick, 0, alpha, beta);
  double lo=-1e30, hi=1e30; if(hit){lo=e->lo;hi=e->hi;}
  if(v<=a0){ if(v<hi)hi=v; } else if(v>=b0){ if(v>lo)lo=v; } else lo=hi=v;
  e->h0=hands[0];e->h1=hands[1];e->h2=hands[2];e->meta=meta;e->gen=generation;e->lo=lo;e->hi=hi;
  return v;
}
static double search(int leader, int *trick, int nt, double alpha, double beta){
  int seat=(leader+nt)%3; int mv[13];
  u64 live=hands[0]|hands[1]|hands[2]; for(int i=0;i<nt;i++) live|=1ULL<<trick[i];
  int n=gen(hands[seat], nt?suit_of(trick[0]):-1, live, mv);
  int maxi = seat==me; double best = maxi? -1e30: 1e30;
  for(int i=0;i<n;i++){
    int c=mv[i]; hands[seat]^=1ULL<<c; trick[nt]=c; double v;
    if(nt==2){ int w=winner(trick,leader); won[w]++; v=at_boundary(w,alpha,beta); won[w]--; }
    else { nodes++; v=search(leader,trick,nt+1,alpha,beta); }
    hands[seat]^=1ULL<<c;
    if(maxi){ if(v>best){best=v; if(best>alpha)alpha=best;} }
    else { if(v<best){best=v; if(best<beta)beta=best;} }
    if(alpha>=beta) break;
  }
  return best;
}
int dd_init(int log2size){ free(table); tmask=(1ULL<<log2size)-1; table=calloc(tmask+1,sizeof(Entry)); return table!=0; }
void dd_clear(void){ generation++; }
/* value of the position for seat me_ */
double dd_value(const u64 *h, int leader, const int *trick, int nt, const int *w, int trump_, int me_, const double *vals, long long *nodes_out){
  hands[0]=h[0];hands[1]=h[1];hands[2]=h[2]; trump=trump_; me=me_; values=vals; won[0]=w[0];won[1]=w[1];won[2]=w[2]; nodes=0;
  int t[3]; for(int i=0;i<nt;i++) t[i]=trick[i];
  double v = nt? search(leader,t,nt,-1e30,1e30) : at_boundary(leader,-1e30,1e30);
  if(nodes_out) *nodes_out=nodes;
  return v;
}
