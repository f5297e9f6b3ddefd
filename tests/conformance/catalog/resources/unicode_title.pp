notify { 'héllo wörld': message => 'ünïcödé' }
notify { 'ascii_tag-ok.1': }
