# From scanf's documentation (the reference cannot run scanf: Ruby 3.1 has no scanf.rb)
$r = "42".scanf("%i") |$x| {
  unless $x[0] =~ Integer {
    fail "Expected a well formed integer value, got '$x[0]'"
  }
  $x[0]
}
notice($r)
