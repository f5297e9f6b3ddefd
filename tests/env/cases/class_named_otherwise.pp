include other
