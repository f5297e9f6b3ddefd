1 + 1      # produces 2
1.0 + 1.0  # produces 2.0
