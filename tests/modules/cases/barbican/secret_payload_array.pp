barbican_secret { 'super-secret': payload => ['a', 'b'] }
