class meta { notice('meta') }
