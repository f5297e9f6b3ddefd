mistral_workflow { 'wf': is_public => 'maybe' }
