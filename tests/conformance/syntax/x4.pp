notify { {a=>1}: }
