# From scanf's documentation (the reference cannot run scanf: Ruby 3.1 has no scanf.rb)
notice("42".scanf("%i"))
