# The autorequire warning comes before the dependency cycle the same graph shows.
concat_fragment { 'lost': target => '/nowhere', content => "x\n" }
notify { 'a': require => Notify['b'] }
notify { 'b': require => Notify['a'] }
