class c(*$r) { }
