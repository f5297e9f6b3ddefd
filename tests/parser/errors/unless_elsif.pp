unless $x { } elsif $y { }
