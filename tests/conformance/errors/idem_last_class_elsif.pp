class a { if $facts { } elsif true { 2 } else { 3 } }
include a
