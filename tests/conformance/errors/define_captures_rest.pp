define d(*$r) { }
