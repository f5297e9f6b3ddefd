notice("a BOM at the start is refused")
