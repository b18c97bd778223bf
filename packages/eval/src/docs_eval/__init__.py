"""Evaluation kit: retrieval traces, IR metrics, sweeps, load."""
