notice($trusted["certname"])
notice($trusted["hostname"])
notice($trusted["domain"])
notice($facts["clientcert"])
