node default { }
node "a.example.com" { }
node /^web\d+/, "b" { }
node x.y.z, 10.0.0.1 { notice(1) }
node a, b, { }
