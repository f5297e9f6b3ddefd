file { "a": class => 1, type => 2, function => 3, attr => 4, private => 5, node => 6, inherits => 7, elsif => 8, else => 9, case => 10, define => 11, undef => 12, or => 13, in => 14, unless => 15 }
