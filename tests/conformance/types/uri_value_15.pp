$u = URI('mailto:foo') notice($u)
