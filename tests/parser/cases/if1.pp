if $x { 1 } elsif $y { 2 } elsif $z { } else { 3 }
if $x {}
if $x { } else { }
unless $x { 1 } else { 2 }
unless $x { }
$a = if $x { 1 } else { 2 }
