notice case [1, 2] { [default, 2]: { 'yes' } default: { 'no' } }
