$x = "a/b"
if $x =~ /^[^/]+\/b$/ { notice(yes) }
