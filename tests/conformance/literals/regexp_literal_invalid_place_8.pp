notice($0 = /(/)
