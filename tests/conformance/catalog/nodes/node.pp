node 'other.example.com' { notify { 'other': } }
node /playground/ { notify { 'regex node': } notice($trusted['certname']) }
node default { notify { 'default': } }
notice('top')
