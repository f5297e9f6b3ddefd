if true { notify { 'inside if': } } else { notify { 'never': } }
unless false { notify { 'inside unless': } }
