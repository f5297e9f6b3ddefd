notice($environment)
