# a reference to a name no group has, in Onigmo's words
notice('a' =~ /(?<n>a)\k<nope>/)
