class role { notice('modules role') }
