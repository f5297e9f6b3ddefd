notice(["a\nb", "c\"d", "e\\f", "\u00e9"])
