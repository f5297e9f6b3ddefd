node 'a.example.com' { }
notice('top')
