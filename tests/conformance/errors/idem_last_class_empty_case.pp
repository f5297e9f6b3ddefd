class a { case 1 { 1: {} } }
include a
