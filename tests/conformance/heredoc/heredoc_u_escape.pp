$x = @("END"/u)
  \u00e9 \u{1F600}
  | END
notice($x)
