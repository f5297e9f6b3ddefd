notice case [1,2] { [1]: { 'short' } [1,2,3]: { 'long' } default: { 'none' } }
