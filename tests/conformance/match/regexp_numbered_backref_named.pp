# once a group is named, a number cannot refer to a group
notice('aa' =~ /(?<n>a)\1/)
