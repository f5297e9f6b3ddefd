node 'x.example.com', "y b" {}
notice(1)
