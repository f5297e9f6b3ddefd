node default { }
node "a", /b/, c.d.e, 192.168.0.1 { notice(1) }
node a, { }
node foo-bar { }
