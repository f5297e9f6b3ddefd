node default { notify { 'default node': } }
node /^playground/ { notify { 'regex node': } }
node 'other.example.com' { notify { 'other': } }
