$t = 'dynamic'
notify { $t: message => "title ${t}" }
notify { "${t}-2": }
