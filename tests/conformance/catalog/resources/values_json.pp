notify { 'a': message => [/re/, Timestamp('2020-01-01T00:00:00Z'), Timespan(60), SemVer('1.2.3'), 1.5, 3] }
notify { 'b': message => { 1 => 'int key', 'k' => Binary('aGk=') } }
