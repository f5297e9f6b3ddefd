notice($facts)
