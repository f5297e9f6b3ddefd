notice case {a => [1, 'x']} { {a => [Integer, /x/]}: { 'deep' } default: { 'no' } }
