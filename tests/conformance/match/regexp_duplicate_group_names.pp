# two groups may share a name
notice('b' =~ /(?<n>a)|(?<n>b)/, 'a' =~ /(?<n>a)|(?<n>b)/, 'c' =~ /(?<n>a)|(?<n>b)/)
