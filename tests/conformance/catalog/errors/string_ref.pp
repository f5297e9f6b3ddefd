notify { 'b': }
notify { 'a': before => 'Notify[b]' }
notice(Notify['a']['before'])
