class a($server_facts = 1) { notice('in') }
include a
