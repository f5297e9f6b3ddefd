function demo::more::gxy() { 1 }
