notify { Integer: }
