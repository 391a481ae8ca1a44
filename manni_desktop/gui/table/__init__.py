"""The card table: geometry, SVG rendering, card items, the scene and its view."""
