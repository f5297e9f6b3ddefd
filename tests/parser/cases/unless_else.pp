unless $a { 1 }
