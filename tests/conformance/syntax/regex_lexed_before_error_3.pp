notice(/a/, /[/)
