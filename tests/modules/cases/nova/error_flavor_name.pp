nova_flavor { 'm1 tiny': ram => 512 }
